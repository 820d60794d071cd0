import fs from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const pid = Number(process.env.E2E_SERVER_PID);
  if (pid) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  for (const dir of [process.env.E2E_DATA_DIR, process.env.E2E_DB_DIR]) {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}
