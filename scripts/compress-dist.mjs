// Writes .br and .gz beside every text asset of the web build, so @fastify/static (preCompressed) can send
// them without compressing per request. Node's own zlib: nothing to install.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? 'dist');
const TEXT = /\.(js|css|svg|html|json)$/;
let files = 0;
let before = 0;
let afterBr = 0;

function walk(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (TEXT.test(entry.name) && entry.name !== 'index.html') compress(file);
  }
}

function compress(file) {
  const source = fs.readFileSync(file);
  if (source.length < 1024) return;
  const br = zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
  files += 1;
  before += source.length;
  afterBr += br.length;
}

walk(dir);
console.log(`compressed ${files} assets: ${(before / 1024).toFixed(0)} KB -> ${(afterBr / 1024).toFixed(0)} KB (brotli)`);
