import type { SVGProps } from 'react';

/** Brand marks drawn inline (simplified, single colour), so the footer loads nothing from the networks. */
type Props = SVGProps<SVGSVGElement>;

const base = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export const InstagramIcon = (p: Props) => (
  <svg {...base} fill="none" stroke="currentColor" strokeWidth={2} {...p}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
  </svg>
);

export const NaverBlogIcon = (p: Props) => (
  <svg {...base} fill="currentColor" {...p}>
    <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2h-5l-3 3-3-3H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm2.5 4v6h2.2c1.3 0 2-.6 2-1.6 0-.7-.4-1.1-1-1.3.5-.2.8-.6.8-1.2 0-.9-.7-1.9-1.9-1.9H6.5Zm1.4 1.1h.8c.4 0 .6.2.6.6s-.2.6-.6.6h-.8V9.1Zm0 2.2h.9c.5 0 .7.2.7.6 0 .5-.3.7-.7.7h-.9v-1.3ZM12 8v6h3.5v-1.2h-2.1V8H12Zm4.3 0v6h1.4V8h-1.4Z" />
  </svg>
);

export const NaverPostIcon = (p: Props) => (
  <svg {...base} fill="currentColor" {...p}>
    <path d="M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 4v10h2.2v-3.3h1.6c2.2 0 3.7-1.3 3.7-3.4S14 7 11.8 7H8Zm2.2 1.9h1.4c1 0 1.6.5 1.6 1.4 0 .9-.6 1.5-1.6 1.5h-1.4V8.9Z" />
  </svg>
);

export const FacebookIcon = (p: Props) => (
  <svg {...base} fill="currentColor" {...p}>
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4A21 21 0 0 0 14.3 4.3c-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1Z" />
  </svg>
);
