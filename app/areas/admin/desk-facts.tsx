/** A record's facts as a description list; facts without a value are left out. */
export function DeskFacts({ facts }: { facts: [name: string, value: string | number | null][] }) {
  return (
    <dl className="desk-facts">
      {facts
        .filter(([, value]) => value !== null && value !== '')
        .map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
