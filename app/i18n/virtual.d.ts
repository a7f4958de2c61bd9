/** Each route pattern's candidate string groups, derived at build time (strings-plugin.ts). */
declare module 'virtual:route-strings' {
  const patternGroups: Record<string, string[] | undefined>;
  export default patternGroups;
}
