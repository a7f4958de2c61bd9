/** Which area mounted each handler: the OpenAPI document groups an area's calls under its name. */
const areas = new WeakMap<object, string>();

export function recordArea(handler: object, area: string): void {
  areas.set(handler, area);
}

export function areaOf(handler: object): string | undefined {
  return areas.get(handler);
}
