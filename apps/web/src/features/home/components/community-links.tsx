import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { platformPaths } from '@minda/contracts/paths';
import { usePlatform } from '../../../lib/platform.tsx';
import { Section } from '../../../ui/section/section.tsx';
import { COMMUNITY_LINKS } from '../home-tiles.ts';
import { CompanionIcon, JobIcon, TransferIcon } from './home-icons.tsx';
import styles from './mobile-home.module.css';

const ICONS: Record<(typeof COMMUNITY_LINKS)[number]['id'], ReactNode> = {
  tripbuddy: <CompanionIcon />,
  sale: <TransferIcon />,
  jobs: <JobIcon />,
};

export function CommunityLinks() {
  const paths = platformPaths[usePlatform()];
  return (
    <Section title="민다 커뮤니티" description="여행자끼리 정보를 나눠요">
      <ul className={styles.community}>
        {COMMUNITY_LINKS.map((link) => (
          <li key={link.id}>
            <Link to={paths.community(link.id)} className={styles.communityLink} data-community={link.id}>
              <span className={styles.communityIcon}>{ICONS[link.id]}</span>
              <span className={styles.communityLabel}>{link.label}</span>
              <span className={styles.communityDescription}>{link.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
