import type { ReactNode } from 'react';

/**
 * A record's facts as a description list; facts without a value are left out. The console's
 * details lay them out as `console-facts`; a screen may give its own class.
 */
export function Facts({
  facts,
  className = 'console-facts',
}: {
  facts: [name: string, value: ReactNode][];
  className?: string;
}) {
  return (
    <dl className={className}>
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
