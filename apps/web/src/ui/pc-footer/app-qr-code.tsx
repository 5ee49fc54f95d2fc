/**
 * A QR-like mark for the app download, drawn locally (the real code is printed from the store link by
 * marketing; nothing is generated from or fetched over the network). Deterministic, so it never flickers.
 */
const SIZE = 25;

function isFinder(x: number, y: number) {
  const inBox = (ox: number, oy: number) => x >= ox && x < ox + 7 && y >= oy && y < oy + 7;
  return inBox(0, 0) || inBox(SIZE - 7, 0) || inBox(0, SIZE - 7);
}

function finderModule(x: number, y: number) {
  const lx = x >= SIZE - 7 ? x - (SIZE - 7) : x;
  const ly = y >= SIZE - 7 ? y - (SIZE - 7) : y;
  const ring = Math.max(Math.abs(lx - 3), Math.abs(ly - 3));
  return ring !== 2;
}

/** A small linear congruential sequence: the same pattern on every render and every machine. */
function modules(): [number, number][] {
  const cells: [number, number][] = [];
  let seed = 20240611;
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      if (isFinder(x, y)) {
        if (finderModule(x, y)) cells.push([x, y]);
        continue;
      }
      if ((x === 7 || y === 7 || x === SIZE - 8 || y === SIZE - 8) && (x < 8 || y < 8) && (x < 8 || x > SIZE - 9) && (y < 8 || y > SIZE - 9)) continue;
      seed = (seed * 1103515245 + 12345) % 2147483648;
      if (seed % 100 < 47) cells.push([x, y]);
    }
  }
  return cells;
}

const CELLS = modules();

export function AppQrCode({ size = 96, label }: { size?: number; label: string }) {
  return (
    <svg width={size} height={size} viewBox={`-2 -2 ${SIZE + 4} ${SIZE + 4}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect x={-2} y={-2} width={SIZE + 4} height={SIZE + 4} fill="#fff" />
      {CELLS.map(([x, y]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width={1} height={1} fill="#1b1d21" />
      ))}
    </svg>
  );
}
