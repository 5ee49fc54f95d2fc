import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { Component as NotFound } from './not-found.tsx';

describe('the not-found screen', () => {
  it('links to the home of the platform the address is on', () => {
    const pc = renderApp(<NotFound />, { path: '/main/nothing.php' });
    expect(screen.getByRole('link', { name: '민다 홈으로 가기' }).getAttribute('href')).toBe('/main/index.php');
    pc.unmount();
    renderApp(<NotFound />, { path: '/m/1.0/nothing.html' });
    expect(screen.getByRole('link', { name: '민다 홈으로 가기' }).getAttribute('href')).toBe('/m/1.0/grp_main/main.html');
  });
});
