import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { chatClient, type ChatClient } from '../../lib/chat-socket.ts';
import { uploadImage } from './api/upload-image.ts';
import { ChatRoomSession, type RoomState, type UploadImage } from './room-session.ts';

/** Where the room gets its socket and upload; tests provide a fake socket's client. */
export const ChatTransportContext = createContext<{ client: () => ChatClient; upload: UploadImage }>({ client: chatClient, upload: uploadImage });

const JOINING: RoomState = { status: 'joining', channel: null, messages: [], hasNextMessages: false, loadingPrevious: false, outbox: [], typing: null };
const noSubscription = () => () => {};
const joining = () => JOINING;

/**
 * The open room of `channelId`: joined while the screen is mounted, left (chat:unjoin) and cleared when it
 * unmounts or shows another room (spec 2 §4.1).
 */
export function useChatRoom(channelId: string): { session: ChatRoomSession | null; state: RoomState } {
  const transport = useContext(ChatTransportContext);
  const [session, setSession] = useState<ChatRoomSession | null>(null);
  useEffect(() => {
    const opened = new ChatRoomSession(transport.client(), channelId, { upload: transport.upload });
    opened.start();
    setSession(opened);
    return () => opened.stop();
  }, [channelId, transport]);
  const live = session?.channelId === channelId ? session : null;
  // A render without the browser (the page renderer) shows the room joining, as the browser's first paint does.
  const state = useSyncExternalStore(live?.subscribe ?? noSubscription, live?.getState ?? joining, joining);
  return { session: live, state };
}
