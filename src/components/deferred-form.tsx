import {
  type ComponentType,
  type FormEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** What a form holds, by field name: text, or a checkbox's state. */
export type FormSnapshot = Record<string, string | boolean>;

/** What the live form receives when it takes over from the server-rendered one. */
export interface LiveFormProps {
  /** What the visitor typed or ticked before the live form loaded. */
  initialValues: FormSnapshot;
  /** The visitor already asked to send: validate and send at once. */
  submitNow: boolean;
}

export interface DeferredFormProps {
  /** The fields, uncontrolled: the same markup the live form renders, so nothing moves. */
  fields: ReactNode;
  /** Loads the live form (its validation and submit logic). */
  load: () => Promise<ComponentType<LiveFormProps>>;
  className?: string;
  /** The form's accessible name. */
  'aria-label'?: string;
  id?: string;
}

/** Every named field of a form: text as typed, checkboxes as ticked. */
export function readForm(form: HTMLFormElement | null): FormSnapshot {
  const values: FormSnapshot = {};
  if (!form) return values;
  for (const element of Array.from(form.elements)) {
    if (
      !(element instanceof HTMLInputElement) &&
      !(element instanceof HTMLSelectElement) &&
      !(element instanceof HTMLTextAreaElement)
    ) {
      continue;
    }
    if (!element.name) continue;
    values[element.name] =
      element instanceof HTMLInputElement && element.type === 'checkbox'
        ? element.checked
        : element.value;
  }
  return values;
}

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, 2000);
  return () => window.clearTimeout(timer);
}

/**
 * A form of a public page whose logic loads after the page: the server renders the fields as
 * plain HTML, and the live form (formik, yup and the submit) replaces them once the browser
 * is idle after load, or at the visitor's first touch of the form, whichever comes first.
 * What was typed meanwhile is carried over, the focused field keeps the focus, and a submit
 * asked for before the live form arrived is sent as soon as it has. The page's first-load
 * JavaScript stays within the budget; the form is never missing from the HTML.
 */
export function DeferredForm({ fields, load, className, id, ...rest }: DeferredFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const loading = useRef(false);
  const submitAsked = useRef(false);
  const focusedName = useRef<string | null>(null);
  // What the live form starts from: filled when its code has arrived, and kept up to date
  // until it renders (a field typed in or a submit pressed meanwhile is not lost).
  const handover = useRef<LiveFormProps | null>(null);
  const [live, setLive] = useState<{
    Form: ComponentType<LiveFormProps>;
    props: LiveFormProps;
  } | null>(null);

  const start = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    void load().then(
      (Form) => {
        const active = document.activeElement;
        focusedName.current =
          active instanceof HTMLElement && formRef.current?.contains(active)
            ? active.getAttribute('name')
            : null;
        handover.current = {
          initialValues: readForm(formRef.current),
          submitNow: submitAsked.current,
        };
        setLive({ Form, props: handover.current });
      },
      () => {
        // A failed chunk load (offline): the next touch of the form tries again.
        loading.current = false;
      },
    );
  }, [load]);

  useEffect(() => {
    if (live) return;
    let cancelIdle: (() => void) | null = null;
    const onLoad = () => {
      cancelIdle = whenIdle(start);
    };
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      window.removeEventListener('load', onLoad);
      cancelIdle?.();
    };
  }, [live, start]);

  // The field the visitor was in keeps the focus when the live form replaces it.
  useLayoutEffect(() => {
    if (!live || !focusedName.current) return;
    const field = containerRef.current?.querySelector<HTMLElement>(
      `[name="${CSS.escape(focusedName.current)}"]`,
    );
    field?.focus();
    focusedName.current = null;
  }, [live]);

  /** Input while the live form is on its way to the screen goes into what it starts from. */
  const onInput = () => {
    if (handover.current) Object.assign(handover.current.initialValues, readForm(formRef.current));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitAsked.current = true;
    if (handover.current) handover.current.submitNow = true;
    if (loading.current && !live) return;
    start();
  };

  return (
    <div ref={containerRef} style={{ display: 'contents' }}>
      {live ? (
        <live.Form {...live.props} />
      ) : (
        <form
          ref={formRef}
          id={id}
          className={className}
          aria-label={rest['aria-label']}
          noValidate
          onSubmit={onSubmit}
          onFocusCapture={start}
          onPointerDownCapture={start}
          onInputCapture={onInput}
          onChangeCapture={onInput}
        >
          {fields}
        </form>
      )}
    </div>
  );
}
