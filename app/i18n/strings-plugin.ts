import type { Plugin, ResolvedConfig } from 'vite';
import { patternGroups, type RouteNode } from './strings-graph.ts';

/** What the server imports: each route pattern's candidate string groups (page-strings.server.ts). */
const ID = 'virtual:route-strings';
const RESOLVED = `\0${ID}`;

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  file: string;
}

/** React Router's plugin keeps its resolved config, the route manifest among it, on Vite's. */
interface ReactRouterContext {
  reactRouterConfig: { appDirectory: string; routes: Record<string, ManifestRoute> };
}

function tree(routes: Record<string, ManifestRoute>): RouteNode {
  const node = (route: ManifestRoute): RouteNode => ({
    file: route.file,
    path: route.path,
    children: Object.values(routes)
      .filter((child) => child.parentId === route.id)
      .map(node),
  });
  return node(routes.root!);
}

/**
 * Derives at build time which string groups each page uses (docs/decisions/0022), from the
 * route manifest and each route module's import graph, so no list of groups is kept by hand.
 */
export function routeStrings(): Plugin {
  let context: ReactRouterContext | undefined;
  return {
    name: 'caigou-route-strings',
    configResolved(config: ResolvedConfig) {
      context = (config as unknown as { __reactRouterPluginContext?: ReactRouterContext }).__reactRouterPluginContext;
    },
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (!context) throw new Error(`${ID}: React Router's Vite plugin must come before this one`);
      const { appDirectory, routes } = context.reactRouterConfig;
      return `export default ${JSON.stringify(patternGroups(appDirectory, tree(routes)))};`;
    },
    configureServer(server) {
      // In development a changed module may use other groups: derive them again on the next request.
      server.watcher.on('change', () => {
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(RESOLVED);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
      });
    },
  };
}
