/**
 * The CMS stand-in: pick a collection and a record by search (GET /mock/content/:collection?q=),
 * edit it in RecordEditor; below, the schedule and the recent publishes.
 */
import { useCallback, useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { routeData, withQuery } from '../../api';
import { Feedback } from '../../feedback';
import { useAction } from '../../use-action';
import { Activity } from './activity';
import { RecordEditor } from './record-editor';
import { COLLECTIONS, type Collection, type RecordLine } from './types';

const SHOWN_RESULTS = 20;

export function ContentPanel({ siteUrl }: { siteUrl: string }) {
  const [collection, setCollection] = useState<Collection>('goods');
  const [q, setQ] = useState('');
  const [results, setResults] = useState<RecordLine[]>([]);
  const [chosen, setChosen] = useState<{ collection: Collection; id: number } | null>(null);
  const [revision, setRevision] = useState(0);
  const { feedback, run } = useAction();

  const search = useCallback(
    () =>
      run(async () => {
        setResults(
          await routeData<RecordLine[]>(
            'GET',
            withQuery(`/mock/content/${collection}`, {
              q: q.trim(),
              limit: String(SHOWN_RESULTS),
            }),
          ),
        );
      }),
    [run, collection, q],
  );

  useEffect(() => {
    const timer = window.setTimeout(() => void search(), 250);
    return () => window.clearTimeout(timer);
  }, [search]);

  const bump = useCallback(() => setRevision((n) => n + 1), []);

  return (
    <Stack spacing={3}>
      <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
        Content
      </Typography>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          label="Collection"
          value={collection}
          onChange={(event) => setCollection(event.target.value as Collection)}
          size="small"
          sx={{ minWidth: 180 }}
        >
          {COLLECTIONS.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Search records"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          size="small"
          sx={{ minWidth: 320 }}
        />
      </Stack>
      <Feedback state={feedback} />
      <nav aria-label="Records found">
        {results.length === 0 ? (
          <Typography>No records match.</Typography>
        ) : (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {results.map((line) => {
              const selected = chosen?.collection === collection && chosen.id === line.id;
              return (
                <Button
                  key={line.id}
                  size="small"
                  variant={selected ? 'contained' : 'outlined'}
                  aria-pressed={selected}
                  onClick={() => setChosen({ collection, id: line.id })}
                >
                  #{line.id} {line.title}
                  {line.draft ? ' (draft)' : ''}
                  {line.publish_at ? ' (scheduled)' : ''}
                </Button>
              );
            })}
          </Stack>
        )}
      </nav>
      {chosen ? (
        <RecordEditor
          key={`${chosen.collection}/${chosen.id}`}
          collection={chosen.collection}
          id={chosen.id}
          siteUrl={siteUrl}
          onChanged={bump}
        />
      ) : (
        <Typography>Choose a record to edit it.</Typography>
      )}
      <Activity revision={revision} />
    </Stack>
  );
}
