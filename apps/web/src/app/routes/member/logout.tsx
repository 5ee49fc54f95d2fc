export function Component() {
  return <main>준비 중</main>;
}
