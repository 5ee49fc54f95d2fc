import { useEffect, useState } from 'react';
import styles from './reservations.module.css';

type Matrix = { size: number; path: string };

/** One SVG path of the dark modules, each a 1x1 square: what the QR code draws. */
function matrixOf(text: string, create: (text: string, options: { errorCorrectionLevel: 'M' }) => { modules: { size: number; get: (row: number, col: number) => number | boolean } }): Matrix {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) if (modules.get(row, col)) path += `M${col} ${row}h1v1h-1z`;
  }
  return { size: modules.size, path };
}

const QUIET_ZONE = 2;

/**
 * The voucher's QR code, drawn here as SVG (nothing leaves the browser). The encoder is loaded only when a
 * confirmed booking shows its voucher, so no other screen carries it.
 */
export function VoucherQr({ code }: { code: string }) {
  const [matrix, setMatrix] = useState<Matrix | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qrcode) => {
        if (live) setMatrix(matrixOf(code, qrcode.create));
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [code]);

  const label = `바우처 QR 코드 ${code}`;
  if (failed) return <p className={styles.qrMissing}>QR 코드를 표시하지 못했어요. 바우처 번호를 보여 주세요.</p>;
  if (!matrix) return <div className={styles.qr} role="status" aria-label="QR 코드를 만드는 중" aria-busy="true" />;
  const side = matrix.size + QUIET_ZONE * 2;
  return (
    <svg className={styles.qr} role="img" aria-label={label} viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`} shapeRendering="crispEdges" data-testid="voucher-qr">
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#fff" />
      <path d={matrix.path} fill="#000" />
    </svg>
  );
}
