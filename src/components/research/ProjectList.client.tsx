'use client';

import { type ReactNode, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button-class';

/** Projects shown at first, and added by each 'load more'. */
export const projectStep = 2;

/**
 * The R&D projects, rendered on the server and shown two at a time: 'load more' adds two, and once all are
 * shown 'load less' goes back to two. Keyboard focus moves to the first project added. Every project is in the
 * page (for search engines and find-in-page); those not shown yet are hidden by a style that applies only where
 * scripts run, so that a browser without JavaScript shows them all, and no button.
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
      {/* Scrolled to when the list shrinks back: its top clear of the sticky header. */}
      <ol ref={list} tabIndex={-1} className="scroll-mt-24 space-y-16 outline-none">
        {projects.map((project, index) => (
          <li
            key={index}
            tabIndex={-1}
            className={`outline-none ${index < visible ? '' : '[@media(scripting:enabled)]:hidden'}`}
          >
            {project}
          </li>
        ))}
      </ol>
      {projects.length > projectStep && (
        <div className="mt-12 text-center noscript:hidden">
          <button type="button" onClick={toggle} aria-expanded={all} className={buttonClass('outlineDark', 'lg')}>
            {all ? labels.less : labels.more}
          </button>
        </div>
      )}
    </>
  );
}
