import { ChatTemplateContentSchema, type ChatTemplateContent } from '@minda/contracts/chat';

/**
 * A template message's content (spec 2 §3, §5): parsed safely, null when the text is not a valid card (the
 * screen then renders nothing). Rows with empty data are dropped; a link that could leave the site
 * (protocol-relative `//host`, a backslash trick) is refused with the card.
 */
export function parseTemplate(text: string): ChatTemplateContent | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = ChatTemplateContentSchema.safeParse(json);
  if (!parsed.success || /^\/[/\\]/.test(parsed.data.link)) return null;
  return { ...parsed.data, data: parsed.data.data.filter((row) => row.data.trim() !== '') };
}
