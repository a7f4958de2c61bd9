import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from 'remix-utils/use-hydrated';

/**
 * A horizontal strip of slides on CSS scroll snapping: without JavaScript it
 * scrolls by hand and every slide's link is reachable by Tab. With JavaScript it
 * gains previous/next buttons and advances on its own every `intervalMs`,
 * pausing while hovered or focused, and loops back to the start. A buyer who asks
 * the system for reduced motion gets no autoplay at all (WCAG 2.2.2).
 */
export function Slider({
  label,
  intervalMs,
  className,
  children,
}: {
  label: string;
  intervalMs: number;
  className?: string;
  children: ReactNode[];
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const track = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();

  const step = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 2;
    const atStart = element.scrollLeft <= 2;
    if (direction === 1 && atEnd) element.scrollTo({ left: 0, behavior: 'smooth' });
    else if (direction === -1 && atStart) element.scrollTo({ left: element.scrollWidth, behavior: 'smooth' });
    else element.scrollBy({ left: direction * element.clientWidth, behavior: 'smooth' });
  };

  useEffect(() => {
    if (paused || reducedMotion || children.length < 2) return;
    const timer = setInterval(() => step(1), intervalMs);
    return () => clearInterval(timer);
  }, [paused, reducedMotion, intervalMs, children.length]);

  return (
    <section
      className={`slider ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="slider-track" ref={track}>
        {children.map((child, index) => (
          <div
            key={index}
            className="slider-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('home.slide', { n: index + 1, total: children.length })}
          >
            {child}
          </div>
        ))}
      </div>
      {hydrated && children.length > 1 && (
        <>
          <button
            type="button"
            className="slider-button slider-prev"
            aria-label={t('home.previous')}
            onClick={() => step(-1)}
          >
            ‹
          </button>
          <button
            type="button"
            className="slider-button slider-next"
            aria-label={t('home.next')}
            onClick={() => step(1)}
          >
            ›
          </button>
        </>
      )}
    </section>
  );
}
