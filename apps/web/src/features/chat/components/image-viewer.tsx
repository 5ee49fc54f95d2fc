import { useRef, useState, type PointerEvent, type WheelEvent } from 'react';
import { Dialog, DialogClose, DialogTitle } from '../../../ui/dialog/dialog.tsx';
import { CloseIcon } from '../../../ui/icons/icons.tsx';
import { zoomAt, pinchScale, type View } from '../image-zoom.ts';
import styles from './chat.module.css';

/**
 * A chat photo full screen (spec 2 §2.3): drag to pan, pinch or wheel to zoom, a close button; the one
 * dialog of the app locks the page's scroll while it is open.
 */
export function ImageViewer({ src, name, onClose }: { src: string; name: string; onClose: () => void }) {
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinchStart = useRef<{ distance: number; view: View } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) pinchStart.current = { distance: distanceOf([...pointers.current.values()]), view };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2 && pinchStart.current) {
      const start = pinchStart.current;
      setView({ ...start.view, scale: pinchScale(start.view.scale, start.distance, distanceOf([...pointers.current.values()])) });
    } else if (pointers.current.size === 1) {
      setView((v) => ({ ...v, x: v.x + event.clientX - before.x, y: v.y + event.clientY - before.y }));
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinchStart.current = null;
  };
  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setView((v) => zoomAt(v, event.deltaY, event.clientX - box.left - box.width / 2, event.clientY - box.top - box.height / 2));
  };

  return (
    // The overlay is what locks the page's scroll in Radix (RemoveScroll sits on it), so the viewer draws one.
    <Dialog onOpenChange={(open) => !open && onClose()} className={styles.viewer} overlayClassName={styles.viewerOverlay} initialFocus="dialog">
      <DialogTitle className="visually-hidden">사진 보기</DialogTitle>
      <div
        className={styles.viewerStage}
        data-testid="image-viewer-stage"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onWheel={onWheel}
      >
        <img
          src={src}
          alt={name}
          draggable={false}
          className={styles.viewerImage}
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
          data-scale={view.scale.toFixed(2)}
        />
      </div>
      <DialogClose className={styles.viewerClose} aria-label="닫기">
        <CloseIcon size={28} />
      </DialogClose>
    </Dialog>
  );
}

const distanceOf = ([a, b]: { x: number; y: number }[]) => (a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 1);
