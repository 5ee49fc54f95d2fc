import { Guidebook } from '../../../features/mypage/components/guidebook.tsx';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';
import { guidebookWishInput } from '../guidebook-wish.ts';

/** /mypage/guidebook.php: the member's wish list (header 찜). */
export function Component() {
  const toggleWish = useWishToggle();
  return <Guidebook heading="찜 목록" onToggleWish={(item) => toggleWish(guidebookWishInput(item))} />;
}
