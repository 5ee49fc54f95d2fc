import fs from 'node:fs';
import path from 'node:path';

/** A file to draw: rendering is deferred so a seed without an images directory draws nothing. */
export type ImageJob = { path: string; render: () => string };

/**
 * Writes the pictures under `dir`. 'missing' only draws files that are not there, so a server that finds
 * its uploads deleted redraws them in a moment without touching the database.
 */
export function writeImages(dir: string, jobs: readonly ImageJob[], mode: 'all' | 'missing'): number {
  const made = new Set<string>();
  let written = 0;
  for (const job of jobs) {
    const file = path.join(dir, job.path);
    if (mode === 'missing' && fs.existsSync(file)) continue;
    const folder = path.dirname(file);
    if (!made.has(folder)) {
      fs.mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    fs.writeFileSync(file, job.render());
    written++;
  }
  return written;
}
