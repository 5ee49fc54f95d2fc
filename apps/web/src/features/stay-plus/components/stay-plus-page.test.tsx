import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { productQueryRoots } from '../../../lib/query-keys.ts';
import { stayPlusItemsQueryOptions } from '../api/get-stay-plus-items.ts';
import { StayPlusPage } from './stay-plus-page.tsx';
import { renderApp } from '../../../test/render-app.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn(() => new Promise(() => {})) }));

describe('StayPlusPage', () => {
  it('keeps its pages under the stays root key, so wish toggles reach them', () => {
    expect(stayPlusItemsQueryOptions(undefined).queryKey[0]).toBe(productQueryRoots.stay[0]);
  });

  it('shows two rows of skeletons while loading', () => {
    renderApp(<StayPlusPage platform="pc" />, { platform: 'mobile' });
    expect(screen.getByRole('status', { name: '스테이플러스 불러오는 중' }).querySelectorAll('[data-skeleton="card"]')).toHaveLength(8);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('스테이플러스');
  });
});
