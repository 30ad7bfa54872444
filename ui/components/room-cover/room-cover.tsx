// A live room's cover picture; when it has none or it fails to load, a drawn cover with the room's name, so a
// row never shows a broken image.
import { useState } from 'react';
import styles from './room-cover.module.css';

export function RoomCover({ src, name, className = '' }: { readonly src: string; readonly name: string; readonly className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={`${styles.cover} ${className}`}>
      {src && !failed
        ? <img className={styles.image} src={src} alt="" loading="lazy" onError={() => setFailed(true)} />
        : <span className={styles.drawn} aria-hidden="true"><span className={styles.glyph} />{name && <span className={styles.name}>{name}</span>}</span>}
    </span>
  );
}
