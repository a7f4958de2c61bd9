import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { IMAGE_ZOOM } from '../../../common/constants.ts';

/**
 * The detail gallery (SPEC §2): thumbnails are links (`?image=N`), so every image
 * is reachable without JavaScript; with it, hovering the main image zooms 2.5×
 * around the pointer.
 */
export function GoodsGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const chosen = Math.min(Math.max(0, Number(search.get('image')) || 0), Math.max(0, images.length - 1));
  const [origin, setOrigin] = useState<string | null>(null);
  const zoomAt = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setOrigin(`${x}% ${y}%`);
  };
  const image = images[chosen];
  return (
    <div className="gallery">
      <div className="gallery-main" onMouseMove={zoomAt} onMouseLeave={() => setOrigin(null)}>
        {image && (
          <img
            src={image}
            alt={t('detail.imageOf', { name, n: chosen + 1 })}
            width={420}
            height={420}
            // The largest paint of the detail page: fetched before the scripts and thumbnails.
            fetchPriority="high"
            style={origin ? { transform: `scale(${IMAGE_ZOOM})`, transformOrigin: origin } : undefined}
          />
        )}
      </div>
      <ul className="gallery-thumbs" aria-label={t('detail.images')}>
        {images.map((url, index) => {
          const params = new URLSearchParams(search);
          params.set('image', String(index));
          return (
            <li key={url}>
              <Link
                to={`?${params.toString()}`}
                replace
                preventScrollReset
                aria-current={index === chosen ? 'true' : undefined}
                aria-label={t('detail.showImage', { n: index + 1 })}
              >
                <img src={url} alt="" width={64} height={64} loading="lazy" />
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
