import styles from './hero.module.css';

/** Drawn wallpaper: rooftops and a sun, no image request. */
function Wallpaper() {
  return (
    <svg className={styles.wallpaper} viewBox="0 0 1200 420" preserveAspectRatio="xMidYMax slice" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="minda-only-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1b2a55" />
          <stop offset="1" stopColor="#4b5fa8" />
        </linearGradient>
      </defs>
      <rect width="1200" height="420" fill="url(#minda-only-sky)" />
      <circle cx="960" cy="110" r="54" fill="#ffd98a" opacity=".9" />
      <path d="M0 420V300h60v-40h40v40h50V240l30-40 30 40v180ZM230 420V280h70v-60h12v60h60V420ZM420 420V250l50-70 50 70V420ZM560 420V300h40v-80h16l10-60 10 60h16v80h40V420Z" fill="#24336a" />
      <path d="M700 420V270h60v-50h60v50h40V210l40-30 40 30V420ZM960 420V290h50v-90l20-30 20 30v90h50V420ZM1100 420V260h100V420Z" fill="#24336a" />
      <path d="M0 420V350h140v-30h90v30h180v-20h140v20h220v-40h120v40h310V420Z" fill="#141d3e" />
      {[[80, 310], [190, 250], [260, 300], [470, 270], [590, 320], [740, 290], [800, 250], [900, 240], [1000, 300], [1140, 290]].map(([x, y]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width="8" height="10" fill="#ffd966" opacity=".85" />
      ))}
    </svg>
  );
}

/** The page hero: title, promise and the button that takes people to the products. */
export function MindaOnlyHero({ onShowProducts, compact = false }: { onShowProducts: () => void; compact?: boolean }) {
  return (
    <section className={compact ? `${styles.hero} ${styles.compact}` : styles.hero} aria-labelledby="minda-only-title">
      <Wallpaper />
      <div className={styles.copy}>
        <p className={styles.eyebrow}>민다 단독 한인민박</p>
        <h1 id="minda-only-title" className={styles.title}>
          MINDA Only
        </h1>
        <p className={styles.text}>
          민다에서만 만날 수 있는 한인민박,
          <br />
          리뷰 작성 시 포인트 2배
        </p>
        <button type="button" className={styles.button} onClick={onShowProducts}>
          MINDA Only 숙소 보기
        </button>
      </div>
    </section>
  );
}
