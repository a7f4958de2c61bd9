/**
 * The import rules `npm test` checks (npm run lint): no import cycle, type-only imports included, so
 * every module can be read (and loaded) before what depends on it; and an area reaches another
 * only through that area's index.ts (docs/decisions/0014). Neither rule has exceptions.
 */
export default {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'area-through-its-index',
      comment:
        "An area imports another area's code only through that area's index.ts (index.server.ts for what only the web server may load).",
      severity: 'error',
      from: { path: '^(app|backend|common)/areas/([^/]+)/' },
      to: { path: '^$1/areas/[^/]+/', pathNot: ['^$1/areas/$2/', '^$1/areas/[^/]+/index(\\.server)?\\.ts$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(node_modules|build|data|\\.react-router)/' },
  },
};
