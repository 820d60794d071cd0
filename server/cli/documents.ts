// npm run documents -- upload <file.pdf> --title "<title>" --section brochures|sell-sheets [--lines "A; B"] [--cover <image>]
//                                                 a brochure or sell sheet the brand made (replaces the generated one
//                                                 of the same section and title)
// npm run documents -- list                       every uploaded document
// npm run documents -- remove <slug>              the generated one (if any) is listed again
// Through the running server's admin API while it owns the PGlite folder, else on the database directly.
// Exit status 0 when done, 1 when refused (every problem printed), 2 on a usage error.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { listUploads, removeUpload, uploadDocument, type UploadedInfo } from '../documents/uploads';
import { reportRefusal, runningServer } from './admin-client';
import { option, runCli, UsageError } from './cli-support';

const USAGE =
  'usage: npm run documents -- upload <file.pdf> --title <title> --section brochures|sell-sheets [--lines "A; B"] [--cover <image>] | list | remove <slug>';

const IMAGE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', svg: 'image/svg+xml' };

interface Upload {
  pdf: Uint8Array;
  title: string;
  section: string;
  lines: string[];
  cover?: { name: string; bytes: Uint8Array };
}

interface Operations {
  upload(u: Upload): Promise<UploadedInfo>;
  list(): Promise<UploadedInfo[]>;
  remove(slug: string): Promise<boolean>;
}

const describe = (u: UploadedInfo) =>
  `${u.slug}  ${u.type}  "${u.title}"  ${u.pages} pages, ${Math.round(u.bytes / 1024)} KB  lines: ${u.lines.join('; ') || '-'}  cover: ${u.cover ? u.cover.ext : 'generated'}  ${u.createdAt} by ${u.createdBy}`;

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  if (!['upload', 'list', 'remove'].includes(command ?? '')) throw new UsageError(command ? `unknown command ${command}` : 'a command is needed');
  const target = args[0] !== undefined && !args[0].startsWith('--') ? args[0] : undefined;
  if (command !== 'list' && !target) throw new UsageError(`${command} needs ${command === 'upload' ? 'a PDF file' : 'a slug'}`);
  let upload: Upload | null = null;
  if (command === 'upload') {
    const title = option(args, '--title');
    const section = option(args, '--section');
    if (!title || !section) throw new UsageError('upload needs --title and --section');
    const coverFile = option(args, '--cover');
    if (coverFile && !IMAGE_TYPES[coverFile.split('.').pop()!.toLowerCase()]) throw new UsageError('--cover must be a .png, .jpg, .webp or .svg image');
    upload = {
      pdf: new Uint8Array(await fs.readFile(target!)),
      title,
      section,
      lines: (option(args, '--lines') ?? '').split(';').map((l) => l.trim()).filter((l) => l !== ''),
      ...(coverFile ? { cover: { name: path.basename(coverFile), bytes: new Uint8Array(await fs.readFile(coverFile)) } } : {}),
    };
  }
  const config = loadConfig();
  const server = runningServer(config);
  const run = async (ops: Operations) => {
    if (upload) console.log(`Uploaded: ${describe(await ops.upload(upload))}`);
    else if (command === 'remove') {
      if (!(await ops.remove(target!))) throw new Error(`No uploaded document ${target}`);
      console.log(`Removed ${target}.`);
    } else {
      const list = await ops.list();
      if (list.length === 0) console.log('No uploaded documents: every document is generated from the catalog.');
      for (const u of list) console.log(describe(u));
    }
  };
  if (server) {
    console.log(`(through the running server at ${server.url})`);
    return run({
      upload: async (u) => {
        const query = new URLSearchParams({ title: u.title, section: u.section, lines: u.lines.join(';') });
        const { document } = (await server.call('POST', `/documents?${query}`, { bytes: u.pdf, type: 'application/pdf' })).json<{ document: UploadedInfo }>();
        if (!u.cover) return document;
        const type = IMAGE_TYPES[u.cover.name.split('.').pop()!.toLowerCase()]!;
        const file = encodeURIComponent(u.cover.name);
        return (await server.call('POST', `/documents/${document.slug}/cover?file=${file}`, { bytes: u.cover.bytes, type })).json<{ document: UploadedInfo }>().document;
      },
      list: async () => (await server.call('GET', '/documents')).json<{ documents: UploadedInfo[] }>().documents,
      remove: async (slug) => (await server.call('POST', `/documents/${encodeURIComponent(slug)}/remove`)).status === 200,
    });
  }
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const by = `cli (${os.userInfo().username})`;
    await run({
      upload: (u) => uploadDocument(database, u, by),
      list: () => listUploads(database),
      remove: (slug) => removeUpload(database, slug),
    });
  } finally {
    await database.close();
  }
}

runCli(() => main(process.argv.slice(2)), USAGE, reportRefusal);
