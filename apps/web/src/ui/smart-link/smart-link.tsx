import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Links from data (banners) may point inside the app or to another site: the router takes the former. */
export function SmartLink({ href, children, ...rest }: Props) {
  if (EXTERNAL.test(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
