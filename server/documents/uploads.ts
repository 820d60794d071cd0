// Brochures and sell sheets the brand uploads (issue 18, docs/admin-api.md): a real PDF, checked (pdf-check.ts),
// with a title, a section, the tire lines it covers and an optional cover image; stored in PostgreSQL by content
// hash. Its slug is the generated document's of the same section and title, so an upload replaces that one in
// the resource lists and at its address; the generated documents remain for everything not uploaded, and the
// databook is always generated from the catalog.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ResourceType } from '../../src/contract/resources';
import { checkImage, type ImageFile } from '../catalog/exchange/images';
import { ImportRefused, type Problem } from '../catalog/exchange/problems';
import { rowsOf, textArray, type Database, type Db } from '../db/database';
import { slug as slugOf } from './format';
import { checkPdf } from './pdf-check';

/** The sections an upload may go to, as the CLI and the API name them. */
export const UPLOAD_SECTIONS = { brochures: 'BROCHURES', 'sell-sheets': 'SELL_SHEET' } as const satisfies Record<string, ResourceType>;
export type UploadSection = keyof typeof UPLOAD_SECTIONS;

const TITLE = /^[^\p{Cc}\p{Cs}]{1,120}$/u;

export interface UploadInput {
  title: string;
  section: string;
  lines: string[];
  pdf: Uint8Array;
  cover?: { name: string; bytes: Uint8Array };
}

export interface UploadedInfo {
  slug: string;
  title: string;
  type: ResourceType;
  lines: string[];
  pages: number;
  bytes: number;
  fileHash: string;
  cover: { hash: string; ext: string } | null;
  createdAt: string;
  createdBy: string;
}

const sha256 = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');

export const uploadSlug = (type: ResourceType, title: string) => `${type === 'SELL_SHEET' ? 'sell-sheet' : 'brochure'}-${slugOf(title)}`;

/** The listing moved: servers drop their document caches (plugins/catalog-watch.ts). */
async function moveVersion(tx: Db, what: string): Promise<void> {
  await tx.execute(sql`insert into catalog_meta (key, value) values ('documents_version', ${`${Date.now()}-${what}`})
    on conflict (key) do update set value = excluded.value, updated_at = now()`);
}

async function storeFile(tx: Db, contentType: string, bytes: Uint8Array): Promise<string> {
  const hash = sha256(bytes);
  await tx.execute(sql`insert into document_file (hash, content_type, body) values (${hash}, ${contentType}, ${Buffer.from(bytes)}) on conflict (hash) do nothing`);
  return hash;
}

/** Checks everything, then stores the files and the listing in one transaction; ImportRefused with every problem otherwise. */
export async function uploadDocument(database: Database, input: UploadInput, createdBy: string): Promise<UploadedInfo> {
  const problems: Problem[] = [];
  const type = (UPLOAD_SECTIONS as Record<string, ResourceType>)[input.section];
  if (!type) problems.push({ file: 'section', rule: 'choice', message: `must be one of: ${Object.keys(UPLOAD_SECTIONS).join(', ')}` });
  const title = input.title.trim();
  if (!TITLE.test(title)) problems.push({ file: 'title', rule: 'text', message: 'must be 1 to 120 characters of text, without control characters' });
  const known = new Set((await database.rows<{ name: string }>(sql`select pattern_name as name from pattern`)).map((r) => r.name));
  for (const line of input.lines) if (!known.has(line)) problems.push({ file: 'lines', rule: 'reference', message: `"${line.slice(0, 60)}" is not a tire line of the published catalog` });
  const pages = await checkPdf(input.pdf, 'document', problems);
  let cover: ImageFile | null = null;
  if (input.cover) cover = checkImage(input.cover.name, input.cover.bytes, problems);
  if (problems.length > 0 || !type || pages === null) throw new ImportRefused(problems);
  const slug = uploadSlug(type, title);
  await database.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const fileHash = await storeFile(tx, 'application/pdf', input.pdf);
    const coverHash = cover ? await storeFile(tx, cover.contentType, cover.body) : null;
    await tx.execute(sql`
      insert into uploaded_document (slug, title, type, lines, file_hash, pages, bytes, cover_hash, created_by)
      values (${slug}, ${title}, ${type}, ${textArray(input.lines)}, ${fileHash}, ${pages}, ${input.pdf.length}, ${coverHash}, ${createdBy})
      on conflict (slug) do update set title = excluded.title, lines = excluded.lines, file_hash = excluded.file_hash, pages = excluded.pages,
        bytes = excluded.bytes, cover_hash = excluded.cover_hash, created_at = now(), created_by = excluded.created_by`);
    await moveVersion(tx, slug);
  });
  return (await listUploads(database)).find((u) => u.slug === slug)!;
}

interface UploadRow {
  slug: string;
  title: string;
  type: ResourceType;
  lines: string[];
  pages: number;
  bytes: number;
  file_hash: string;
  cover_hash: string | null;
  cover_type: string | null;
  created_at: Date | string;
  created_by: string;
}

const EXT: Record<string, string> = { 'image/svg+xml': 'svg', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

export async function listUploads(database: Pick<Database, 'rows'>): Promise<UploadedInfo[]> {
  const rows = await database.rows<UploadRow>(sql`
    select u.slug, u.title, u.type, u.lines, u.pages, u.bytes, u.file_hash, u.cover_hash, f.content_type as cover_type, u.created_at, u.created_by
    from uploaded_document u left join document_file f on f.hash = u.cover_hash order by u.type, u.title`);
  return rows.map((r) => ({
    slug: r.slug,
    title: r.title,
    type: r.type,
    lines: r.lines,
    pages: Number(r.pages),
    bytes: Number(r.bytes),
    fileHash: r.file_hash,
    cover: r.cover_hash && r.cover_type ? { hash: r.cover_hash, ext: EXT[r.cover_type] ?? 'bin' } : null,
    createdAt: new Date(r.created_at).toISOString(),
    createdBy: r.created_by,
  }));
}

/** Sets (or replaces) an upload's cover image; ImportRefused when the image fails its checks or there is no such upload. */
export async function setCover(database: Database, slug: string, name: string, bytes: Uint8Array): Promise<UploadedInfo> {
  const problems: Problem[] = [];
  const image = checkImage(name, bytes, problems);
  if (!image) throw new ImportRefused(problems);
  const found = await database.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const hash = await storeFile(tx, image.contentType, image.body);
    const rows = await rowsOf<{ slug: string }>(tx, sql`update uploaded_document set cover_hash = ${hash} where slug = ${slug} returning slug`);
    if (rows.length > 0) await moveVersion(tx, `cover-${slug}`);
    return rows.length > 0;
  });
  if (!found) throw new ImportRefused([{ file: slug, rule: 'reference', message: 'is not an uploaded document' }]);
  return (await listUploads(database)).find((u) => u.slug === slug)!;
}

/** Removes an upload (the generated document of that slug, if any, is listed again). False when there was none. */
export async function removeUpload(database: Database, slug: string): Promise<boolean> {
  return database.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const gone = await rowsOf<{ slug: string }>(tx, sql`delete from uploaded_document where slug = ${slug} returning slug`);
    if (gone.length > 0) await moveVersion(tx, `removed-${slug}`);
    return gone.length > 0;
  });
}

export async function storedFile(database: Pick<Database, 'rows'>, hash: string): Promise<{ contentType: string; body: Buffer } | null> {
  const [row] = await database.rows<{ content_type: string; body: Buffer | Uint8Array }>(sql`select content_type, body from document_file where hash = ${hash}`);
  return row ? { contentType: row.content_type, body: Buffer.from(row.body) } : null;
}
