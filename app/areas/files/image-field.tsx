import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from 'remix-utils/use-hydrated';
import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, type Doctype } from '../../../common/areas/files/files.ts';
import { Button } from '../../components/mantine-markup.tsx';
import { Group, Progress, Text } from '../../components/mantine-layout.tsx';
import { useAutoFocusOnRefusal } from '../../lib/first-invalid.ts';
import { attachmentHref, uploadHref } from './file-url.ts';
import type { UploadReply } from './user-center.upload.ts';
import './files.css';

/** The intent of an image's delete button without JavaScript: `deleteImage:<slot>`. */
export const DELETE_IMAGE = 'deleteImage:';

/**
 * One image of a form (SPEC §4, §5: one jpg, png or gif per field; its path is the value),
 * a certification's document or one of an after-sale's evidence images. Without JavaScript
 * the file input (`<slot>File`) posts with the form, whose action uploads it, and the delete
 * button posts the form too. With JavaScript the file uploads as soon as it is picked — with
 * progress, then a thumbnail — and delete asks the server at once; both end in the backend's
 * file/uploadFile and /rest/attachment/delete. Focus follows the image: to its delete button
 * once it is uploaded, back to the file input once it is deleted, and a polite status says
 * which happened. Without JavaScript, a refused form that found this image missing first
 * reloads with focus on its file input.
 */
export function ImageField({
  name,
  doctype,
  slot = name,
  label,
  path: initialPath,
  formId,
  error: formError,
  errorId,
  required = true,
}: {
  /** What the path posts as: the field's name (several evidence images share one). */
  name: string;
  doctype: Doctype;
  /** Names the file input (`<slot>File`) and the delete intent; the field's name unless shared. */
  slot?: string;
  label: string;
  path: string;
  formId: string;
  error?: string;
  errorId: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [path, setPath] = useState(initialPath);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  // What the last upload or delete did, announced; and where focus goes once the field redraws.
  const [status, setStatus] = useState('');
  const focusNext = useRef<'delete' | 'input' | null>(null);
  useEffect(() => {
    const target =
      focusNext.current === 'delete' ? deleteButton.current : focusNext.current === 'input' ? input.current : null;
    focusNext.current = null;
    target?.focus();
  }, [path]);
  const autoFocus = useAutoFocusOnRefusal({ errors: formError ? [formError] : [] });
  const shown = error ?? formError;
  const inputId = `${slot}-file`;
  const hintId = `${slot}-hint`;

  const upload = (file: File) => {
    if (file.size > UPLOAD_MAX_BYTES) {
      setError(t('files.fileTooLarge'));
      return;
    }
    const body = new FormData();
    body.set('file', file);
    body.set('formId', formId);
    body.set('doctype', doctype);
    // XMLHttpRequest, not fetch: only it reports upload progress.
    const request = new XMLHttpRequest();
    request.open('POST', uploadHref);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) setProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      setProgress(null);
      const reply = request.response as UploadReply | null;
      if (reply?.path) {
        focusNext.current = 'delete';
        setPath(reply.path);
        setError(undefined);
        setStatus(t('files.uploaded', { label }));
      } else setError(reply?.error ?? t('files.uploadFailed'));
      if (input.current) input.current.value = '';
    };
    request.onerror = () => {
      setProgress(null);
      setError(t('files.uploadFailed'));
    };
    setProgress(0);
    setError(undefined);
    setStatus('');
    request.send(body);
  };

  const remove = async (event: React.MouseEvent) => {
    if (!hydrated) return;
    event.preventDefault();
    const body = new FormData();
    body.set('intent', 'delete');
    body.set('filePath', path);
    const response = await fetch(uploadHref, { method: 'POST', body });
    const reply = (await response.json()) as UploadReply;
    if (reply.error) setError(reply.error);
    else {
      focusNext.current = 'input';
      setPath('');
      setStatus(t('files.deleted', { label }));
    }
  };

  return (
    <fieldset className="image-field" aria-describedby={shown ? errorId : hintId}>
      <legend>
        {label}
        {required && (
          <span className="image-field-required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </legend>
      <input type="hidden" name={name} value={path} />
      {path ? (
        <Group gap="sm" align="flex-end">
          <a href={attachmentHref(path)} target="_blank" rel="noreferrer" className="image-field-thumb">
            <img src={attachmentHref(path)} alt={t('files.imageOf', { label })} width={160} height={100} />
          </a>
          <Button
            ref={deleteButton}
            type="submit"
            name="intent"
            value={`${DELETE_IMAGE}${slot}`}
            formNoValidate
            variant="default"
            size="xs"
            onClick={remove}
            aria-label={t('files.deleteImageOf', { label })}
          >
            {t('files.deleteImage')}
          </Button>
        </Group>
      ) : (
        <>
          <label htmlFor={inputId} className="image-field-label">
            {t('files.chooseImage')}
            {/* The field it fills, for a screen reader's list of controls: several on one form. */}
            <span className="visually-hidden">{t('files.chooseImageFor', { label })}</span>
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            name={`${slot}File`}
            accept={UPLOAD_ACCEPT}
            aria-describedby={shown ? errorId : hintId}
            aria-invalid={shown ? true : undefined}
            autoFocus={autoFocus}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (hydrated && file) upload(file);
            }}
          />
        </>
      )}
      {progress !== null && <Progress value={progress} label={t('files.uploading', { label })} />}
      {/* A polite live region, not role="status": five status landmarks on one application page left
          the page unanswering to Playwright's role queries (the after-sale spec timed out on a radio). */}
      <span aria-live="polite" className="visually-hidden" data-upload-status="">
        {status}
      </span>
      <Text id={hintId} size="xs" c="dimmed">
        {t('files.imageHint')}
      </Text>
      {shown && (
        <Text id={errorId} size="sm" c="red" role="alert">
          {shown}
        </Text>
      )}
    </fieldset>
  );
}
