import { useId } from 'react';
import { PersonRow } from './PersonRow';
import type { Person } from './people';

/** Workers or clients: a heading with the count, then the rows. Hidden when empty. */
export function PeopleSection({ title, people }: { title: string; people: readonly Person[] }) {
  const headingId = useId();
  if (people.length === 0) return null;
  return (
    <section className="people-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="people-section__title">
        {title}
        <span className="people-section__count">{people.length}</span>
      </h2>
      <ul className="people-list">
        {people.map((person) => (
          <PersonRow key={person.id} person={person} />
        ))}
      </ul>
    </section>
  );
}
