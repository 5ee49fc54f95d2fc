import { useId, useState, type ReactNode } from 'react';
import { STAY_LIST_MAX_CARDS } from '@minda/contracts/rules/limits';
import { CardRail } from '../../../ui/card-rail/card-rail.tsx';
import { chipPanelId, chipTabId, ChipTabs } from '../../../ui/chip-tabs/chip-tabs.tsx';
import { Section } from '../../../ui/section/section.tsx';

export type ChipGroup<T> = { id: string; label: string; items: readonly T[] };

type Props<T> = {
  title: string;
  groups: readonly ChipGroup<T>[];
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** Cards per chip (spec 1 §9: a stay list shows at most 10). */
  max?: number;
};

/**
 * A theme list: a category chip per group (the first selected by default) and that group's cards. Choosing
 * another chip shows its cards from the first one (the rail scrolls back to the start).
 */
export function ChipGroupSection<T>({ title, groups, getKey, renderItem, max = STAY_LIST_MAX_CARDS }: Props<T>) {
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const idPrefix = `chips-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const active = groups.find((group) => group.id === selected) ?? groups[0];
  if (!active) return null;
  return (
    <Section title={title}>
      <ChipTabs
        label={`${title} 지역`}
        idPrefix={idPrefix}
        tabs={groups.map((group) => ({ id: group.id, label: group.label }))}
        selectedId={active.id}
        onSelect={setSelected}
      />
      <div role="tabpanel" id={chipPanelId(idPrefix)} aria-labelledby={chipTabId(idPrefix, active.id)}>
        <CardRail items={active.items.slice(0, max)} resetKey={active.id} getKey={getKey} renderItem={renderItem} />
      </div>
    </Section>
  );
}
