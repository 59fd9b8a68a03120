import type { TDriverChecklistResponse } from '@trazo/shared';
import { plural } from '@trazo/shared/format/plural';
import { useState } from 'react';
import type { Answer } from './inspection';
import { ChecklistItem } from './inspection-item';

// The inspection one category per screen (issue 22 item 10): 'Todo bueno' rates every item of the
// category Bueno in one tap (the driver then changes the ones that are not), and 'Siguiente' checks the
// category before moving on. The last page (observation and signature) is the inspection screen's.

/** The rate 'Todo bueno' gives (spec §3 scale: 4 Bueno). */
const GOOD = 4;

type Category = TDriverChecklistResponse['categorias'][number];

/** What a category still lacks: unrated items and missing photos. */
function categoryProblems(category: Category, answerOf: (id: number) => Answer): string[] {
  const problems: string[] = [];
  for (const item of category.items) {
    const a = answerOf(item.id);
    if (a.rate === null) problems.push(`Califique «${item.title}».`);
    if (a.photos.length < item.requiredImages)
      problems.push(`«${item.title}» necesita ${plural(item.requiredImages, 'foto')}.`);
  }
  return problems;
}

export function CategoryPages({
  categories,
  page,
  onPage,
  answerOf,
  onAnswer,
}: {
  categories: Category[];
  page: number;
  onPage: (page: number) => void;
  answerOf: (id: number) => Answer;
  onAnswer: (id: number, change: Partial<Answer>) => void;
}) {
  const [problems, setProblems] = useState<string[]>([]);
  const category = categories[page];
  const go = (to: number) => {
    setProblems([]);
    onPage(to);
    window.scrollTo(0, 0);
  };
  const next = () => {
    const missing = category ? categoryProblems(category, answerOf) : [];
    setProblems(missing);
    if (missing.length === 0) go(page + 1);
  };
  return (
    <>
      <p className="muted" role="status">
        {page < categories.length ? `Categoría ${page + 1} de ${categories.length}` : 'Observación y firma'}
      </p>
      {category && (
        <section className="card" aria-labelledby="categoria">
          <div className="spread">
            <h2 id="categoria">{category.nombre}</h2>
            <button
              type="button"
              className="button small secondary"
              aria-label={`Todo bueno en ${category.nombre}`}
              onClick={() => {
                for (const item of category.items) onAnswer(item.id, { rate: GOOD });
                setProblems([]);
              }}
            >
              Todo bueno
            </button>
          </div>
          {category.items.map((item) => (
            <ChecklistItem
              key={item.id}
              item={item}
              answer={answerOf(item.id)}
              onChange={(c) => onAnswer(item.id, c)}
            />
          ))}
        </section>
      )}
      {problems.length > 0 && (
        <div className="alert bad" role="alert">
          {problems.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      )}
      <div className="row">
        {page > 0 && (
          <button type="button" className="button block secondary" onClick={() => go(page - 1)}>
            Anterior
          </button>
        )}
        {category && (
          <button type="button" className="button block" onClick={next}>
            Siguiente
          </button>
        )}
      </div>
    </>
  );
}
