'use client';

import { type ReactNode, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';

/** Projects shown at first, and added by each 'load more'. */
export const projectStep = 2;

/**
 * The R&D projects, rendered on the server and shown two at a time: 'load more' adds two, and once all are
 * shown 'load less' goes back to two. Keyboard focus moves to the first project added.
 */
export function ProjectList({ projects, labels }: { projects: ReactNode[]; labels: { more: string; less: string } }) {
  const [visible, setVisible] = useState(projectStep);
  const list = useRef<HTMLOListElement>(null);
  const all = visible >= projects.length;

  function toggle() {
    const next = all ? projectStep : Math.min(visible + projectStep, projects.length);
    setVisible(next);
    // After the render: the first new project, or the top of the list when it shrinks back.
    requestAnimationFrame(() => {
      const target = all ? list.current : list.current?.children[visible];
      if (target instanceof HTMLElement) {
        target.focus({ preventScroll: !all });
        if (all) target.scrollIntoView({ block: 'start' });
      }
    });
  }

  return (
    <>
      <ol ref={list} tabIndex={-1} className="space-y-16 outline-none">
        {projects.slice(0, visible).map((project, index) => (
          <li key={index} tabIndex={-1} className="outline-none">
            {project}
          </li>
        ))}
      </ol>
      {projects.length > projectStep && (
        <div className="mt-12 text-center">
          <button type="button" onClick={toggle} aria-expanded={all} className={buttonClass('outlineDark', 'lg')}>
            {all ? labels.less : labels.more}
          </button>
        </div>
      )}
    </>
  );
}
