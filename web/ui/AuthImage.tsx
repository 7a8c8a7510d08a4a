import { Image, Skeleton, type ImageProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { tokenStore } from '../lib/api';

/**
 * An image from an authorized API route (an <img> cannot send the bearer token): fetched with the
 * session's token and shown from a blob URL. Public URLs (the standard logos) load directly.
 */
export function AuthImage({ src, alt, authorized = true, ...props }: ImageProps & { src: string; alt: string; authorized?: boolean }) {
  const [url, setUrl] = useState<string | null>(authorized ? null : src);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!authorized) {
      setUrl(src);
      return;
    }
    let revoked = false;
    let objectUrl: string | null = null;
    const token = tokenStore.get();
    fetch(src, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        objectUrl = URL.createObjectURL(await res.blob());
        if (!revoked) setUrl(objectUrl);
      })
      .catch(() => !revoked && setFailed(true));
    return () => {
      revoked = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src, authorized]);
  if (failed)
    return <Image {...props} alt={alt} src={null} fallbackSrc="data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'/>" />;
  if (!url) return <Skeleton w={props.w ?? 40} h={props.h ?? 40} radius="sm" />;
  return <Image {...props} src={url} alt={alt} />;
}
