import type { ReactNode } from 'react';

/** A record's facts as a description list; facts without a value are left out. */
export function DeskFacts({ facts }: { facts: [name: string, value: ReactNode][] }) {
  return (
    <dl className="desk-facts">
      {facts
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
