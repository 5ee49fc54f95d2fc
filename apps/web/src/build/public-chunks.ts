/**
 * A public page's first load never includes partner or admin code (issue 56): checked on the built chunks, so
 * the build fails when a shared import pulls a back-office module into what a visitor's page loads first.
 *
 * A public page loads the entry chunk, then its route modules' chunks (the server preloads them), each with
 * the chunks they import statically. Dynamic imports load on intent and are not part of the first load.
 */

/** The partner's and the operator's screens, their layouts, features and API clients. */
export const BACK_OFFICE_MODULE =
  /\/apps\/web\/src\/(app\/routes\/(admin|partner)\/|app\/back-office-routes\.|app\/layouts\/(admin-layout|partner-layout|back-office-layout)\.|features\/(admin-bookings|partner-products|admin-categories|admin-facilities|admin-geography|admin-hotels|admin-partners|admin-stays|admin-tours|partner-bookings|operators|audit-log)\/|ui\/(audit-timeline|catalogue|list-kit)\/|features\/mypage\/(api|components)\/admin-inquiries\.|features\/reviews\/(api\/partner-reviews|components\/partner-reviews)\b)/;

/** What the check reads of a Rollup output chunk. */
export type BuiltChunk = {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  moduleIds: readonly string[];
};

export type BackOfficeLeak = { root: string; chunk: string; module: string };

const normalized = (id: string) => id.replaceAll('\\', '/');
const isBackOffice = (id: string | null | undefined) => typeof id === 'string' && BACK_OFFICE_MODULE.test(normalized(id));
const ROUTE_MODULE = /\/apps\/web\/src\/app\/routes\//;

/**
 * The route module a dynamic entry was made for: its facade, or, when Rollup shaped the chunk around a module
 * other chunks import too (a screen's data module that its screen also imports) and gave it no facade, the route
 * module inside it.
 */
const entryModuleOf = (chunk: BuiltChunk) => chunk.facadeModuleId ?? chunk.moduleIds.find((id) => ROUTE_MODULE.test(normalized(id)));

/**
 * Every back-office module a public page's first load would run: for the entry and each public route chunk
 * (a dynamic entry whose own module is not back-office), the modules of the chunks it reaches by static imports.
 */
export function backOfficeLeaks(chunks: readonly BuiltChunk[]): BackOfficeLeak[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const roots = chunks.filter((c) => c.isEntry || (c.isDynamicEntry && !isBackOffice(entryModuleOf(c))));
  const leaks: BackOfficeLeak[] = [];
  for (const root of roots) {
    const seen = new Set<string>();
    const queue = [root.fileName];
    while (queue.length > 0) {
      const chunk = byFile.get(queue.pop()!);
      if (!chunk || seen.has(chunk.fileName)) continue;
      seen.add(chunk.fileName);
      for (const id of chunk.moduleIds) if (isBackOffice(id)) leaks.push({ root: root.fileName, chunk: chunk.fileName, module: normalized(id) });
      queue.push(...chunk.imports);
    }
  }
  return leaks;
}
