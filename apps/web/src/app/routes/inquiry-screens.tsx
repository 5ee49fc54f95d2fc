import { Navigate, useLocation, useSearchParams } from 'react-router';
import { platformPaths } from '@minda/contracts/paths';
import { useCurrentUser } from '../../features/auth/get-current-user.ts';
import { chatScreenPaths, type ChatArea } from '../../features/chat/chat-paths.ts';
import { ChatRoom } from '../../features/chat/components/chat-room.tsx';
import { InquiryList } from '../../features/chat/components/inquiry-list.tsx';
import { usePlatform } from '../../lib/platform.tsx';

/** A channel id as the contract allows it (ChannelIdSchema), checked without zod. */
const CHANNEL_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The inquiry screens are a signed-in viewer's own: a visitor goes to the login page and comes back. */
function useViewer(): { viewerId: number | null; toLogin: string | null } {
  const { pathname, search } = useLocation();
  const login = platformPaths[usePlatform()].login;
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return { viewerId: null, toLogin: null };
  return user ? { viewerId: user.id, toLogin: null } : { viewerId: null, toLogin: login(`${pathname}${search}`) };
}

/** The inquiry list of an area (spec 2 §2.1, §2.4), on the platform of its path. */
export function InquiryListScreen({ area, showTitle = true }: { area: ChatArea; showTitle?: boolean }) {
  const platform = usePlatform();
  const { viewerId, toLogin } = useViewer();
  if (toLogin) return <Navigate to={toLogin} replace />;
  if (viewerId === null) return <div aria-busy="true" />;
  return <InquiryList paths={chatScreenPaths(area, platform)} audience={area === 'member' ? 'member' : 'partner'} viewerId={viewerId} showTitle={showTitle} />;
}

/** The chat room of `?id=` (spec 2 §2.3); a malformed id goes back to the list. */
export function InquiryRoomScreen({ area }: { area: ChatArea }) {
  const platform = usePlatform();
  const [params] = useSearchParams();
  const { viewerId, toLogin } = useViewer();
  const paths = chatScreenPaths(area, platform);
  const channelId = params.get('id') ?? '';
  if (toLogin) return <Navigate to={toLogin} replace />;
  if (!CHANNEL_ID.test(channelId)) return <Navigate to={paths.list()} replace />;
  if (viewerId === null) return <div aria-busy="true" />;
  return <ChatRoom key={channelId} channelId={channelId} paths={paths} platform={platform} viewerId={viewerId} />;
}

/** Which partner area a manager path is: the tour partner's under /manager/tg/, the app's under /manager_app/. */
export function partnerAreaOf(pathname: string): ChatArea {
  if (pathname.startsWith('/manager_app/')) return 'partnerApp';
  return pathname.startsWith('/manager/tg/') ? 'partnerTour' : 'partner';
}
