import { useRef, type KeyboardEvent } from 'react';
import styles from './chip-tabs.module.css';

export type ChipTab = { id: string; label: string };

type Props = {
  tabs: readonly ChipTab[];
  selectedId: string;
  onSelect: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Id prefix: tab ids are `${idPrefix}-tab-${id}`, the panel is `${idPrefix}-panel`. */
  idPrefix: string;
};

export const chipTabId = (idPrefix: string, id: string) => `${idPrefix}-tab-${id}`;
export const chipPanelId = (idPrefix: string) => `${idPrefix}-panel`;

/** Category chips as a tab list (arrow keys, Home and End move between them). */
export function ChipTabs({ tabs, selectedId, onSelect, label, idPrefix }: Props) {
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.id === selectedId);
    const last = tabs.length - 1;
    const target = { ArrowRight: index + 1 > last ? 0 : index + 1, ArrowLeft: index - 1 < 0 ? last : index - 1, Home: 0, End: last }[
      event.key as 'ArrowRight'
    ];
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(chipTabId(idPrefix, tab.id))}`)?.focus();
  };

  return (
    <div ref={listRef} className={styles.list} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.id === selectedId;
        return (
          <button
            key={tab.id}
            id={chipTabId(idPrefix, tab.id)}
            type="button"
            role="tab"
            className={styles.chip}
            aria-selected={selected}
            aria-controls={chipPanelId(idPrefix)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
