/**
 * One record of the content store: its fields (the draft's values where there is a draft),
 * Save draft, Publish now, Publish at, Unschedule, Discard draft, the preview link and the
 * history with Revert. Each action calls the content routes and shows their msg.
 */
import { useCallback, useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { callRoute, routeData } from '../../api';
import { Feedback } from '../../feedback';
import { useAction } from '../../use-action';
import { changedFields, currentValues, isoToLocal, localToIso, toText } from './field-text';
import { History } from './history';
import { HtmlPreview } from './html-preview';
import { PreviewLink } from './preview-link';
import type { Collection, ContentRecord, Row } from './types';

function textsOf(record: ContentRecord): Record<string, string> {
  const values = currentValues(record);
  return Object.fromEntries(record.fields.map((field) => [field, toText(values[field])]));
}

const isRecord = (value: unknown): value is ContentRecord =>
  typeof value === 'object' && value !== null && Array.isArray((value as ContentRecord).fields);

export function RecordEditor({
  collection,
  id,
  siteUrl,
  onChanged,
}: {
  collection: Collection;
  id: number;
  siteUrl: string;
  onChanged: () => void;
}) {
  const base = `/mock/content/${collection}/${id}`;
  const [record, setRecord] = useState<ContentRecord | null>(null);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [publishAt, setPublishAt] = useState(() => isoToLocal(new Date(Date.now() + 60_000)));
  const [pagePath, setPagePath] = useState('');
  const { feedback, busy, run } = useAction();

  const show = useCallback((next: ContentRecord) => {
    setRecord(next);
    setTexts(textsOf(next));
  }, []);

  const reload = useCallback(
    async () => show(await routeData<ContentRecord>('GET', base)),
    [base, show],
  );

  useEffect(() => {
    void run(reload);
  }, [run, reload]);

  /** After a write: the record from its answer (or read again), its first page, the activity. */
  const settle = async (answer: Readonly<Record<string, unknown>>) => {
    if (isRecord(answer.data)) show(answer.data);
    else await reload();
    if (Array.isArray(answer.paths) && typeof answer.paths[0] === 'string') {
      const first = answer.paths[0];
      setPagePath((current) => current || first);
    }
    onChanged();
  };

  const put = async (body: Row) => {
    const answer = await callRoute('PUT', base, body);
    await settle(answer);
    return answer.msg;
  };

  const changes = () => (record ? changedFields(record, texts) : {});

  const saveDraft = () => run(() => put(changes()));
  const publishNow = () =>
    run(async () => {
      const pending = changes();
      if (Object.keys(pending).length > 0) await put(pending);
      const answer = await callRoute('POST', `${base}/publish`);
      await settle(answer);
      const revalidated = Array.isArray(answer.revalidated) ? answer.revalidated.join(', ') : '';
      return revalidated ? `${answer.msg}: revalidated ${revalidated}` : answer.msg;
    });
  const schedule = () => run(() => put({ ...changes(), publish_at: localToIso(publishAt) }));
  const unschedule = () => run(() => put({ publish_at: null }));
  const discard = () =>
    run(async () => {
      const answer = await callRoute('DELETE', `${base}/draft`);
      await settle(answer);
      return answer.msg;
    });
  const revert = (version: number) =>
    run(async () => {
      const answer = await callRoute('POST', `${base}/revert`, { version });
      await settle(answer);
      return answer.msg;
    });

  if (!record) return <Feedback state={feedback} />;
  const draft = record.draft;
  return (
    <Stack spacing={2} component="section" aria-labelledby="record-title">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="record-title" variant="h3" sx={{ fontSize: '1.25rem' }}>
          {collection} #{record.id}: {record.title}
        </Typography>
        {draft ? <Chip label={`Draft saved ${draft.saved_at}`} color="primary" /> : null}
        {draft?.publish_at ? (
          <Chip
            label={`Publishes at ${new Date(draft.publish_at).toLocaleString()}`}
            color="secondary"
          />
        ) : null}
        {!draft ? <Chip label="No draft: the fields show the published version" /> : null}
      </Stack>
      <Feedback state={feedback} />
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <Button variant="contained" disabled={busy} onClick={() => void saveDraft()}>
          Save draft
        </Button>
        <Button
          variant="contained"
          color="success"
          disabled={busy}
          onClick={() => void publishNow()}
        >
          Publish now
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={busy || !draft}
          onClick={() => void discard()}
        >
          Discard draft
        </Button>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <TextField
          label="Publish at (your local time)"
          type="datetime-local"
          value={publishAt}
          onChange={(event) => setPublishAt(event.target.value)}
          size="small"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
        />
        <Button variant="outlined" disabled={busy} onClick={() => void schedule()}>
          Schedule
        </Button>
        <Button
          variant="outlined"
          disabled={busy || !draft?.publish_at}
          onClick={() => void unschedule()}
        >
          Unschedule
        </Button>
      </Stack>
      <Divider />
      <PreviewLink siteUrl={siteUrl} path={pagePath} onPathChange={setPagePath} />
      <Divider />
      <Typography variant="h4" sx={{ fontSize: '1.1rem' }}>
        Fields (the draft&apos;s values where it has one)
      </Typography>
      {record.fields.map((field) => {
        const html = record.html_fields.includes(field);
        const value = texts[field] ?? '';
        const multiline = html || value.length > 80 || value.includes('\n');
        return (
          <Stack key={field} spacing={1}>
            <TextField
              label={html ? `${field} (HTML)` : field}
              value={value}
              onChange={(event) => setTexts((all) => ({ ...all, [field]: event.target.value }))}
              multiline={multiline}
              minRows={html ? 6 : undefined}
              maxRows={html ? 16 : 8}
              size="small"
              fullWidth
            />
            {html ? <HtmlPreview field={field} html={value} /> : null}
          </Stack>
        );
      })}
      <Divider />
      <History
        entries={record.history}
        disabled={busy}
        onRevert={(version) => void revert(version)}
      />
    </Stack>
  );
}
