import { useEffect, useRef, useState } from 'react';

/**
 * What the image preview shows: the chosen file (through a `blob:` address made when it is
 * chosen) or else the saved image. The addresses are released when the form goes away.
 */
export function useImagePreview(chosen: Blob | undefined, savedUrl: string | undefined) {
  const [preview, setPreview] = useState<{ file: Blob; url: string }>();
  const created = useRef<string[]>([]);

  useEffect(() => {
    const urls = created.current;
    return () => {
      urls.forEach((url) => URL.revokeObjectURL(url));
      urls.length = 0;
    };
  }, []);

  const show = (file: Blob) => {
    const url = URL.createObjectURL(file);
    created.current.push(url);
    setPreview({ file, url });
  };

  const url = chosen && preview?.file === chosen ? preview.url : savedUrl;
  return { url, show };
}
