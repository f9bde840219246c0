/** The mock console: one tab per job (mails, database and outage, claims, content, API reference). */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ClaimsPanel } from './panels/claims';
import { ContentPanel } from './panels/content/content-panel';
import { DatabasePanel } from './panels/database';
import { OutboxPanel } from './panels/outbox';
import { ReferencePanel } from './panels/reference';

const TABS = [
  'Outbox',
  'Database & outage',
  'Warranty claims',
  'Content',
  'API reference',
] as const;

export function ConsoleApp({ siteUrl }: { siteUrl: string }) {
  const [tab, setTab] = useState(0);
  return (
    <>
      <CssBaseline />
      <Container maxWidth="lg" component="main" sx={{ py: 3 }}>
        <Typography variant="h1" sx={{ fontSize: '2rem', mb: 1 }}>
          Mock console
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Drives the mock API through its dev routes (the same JSON routes as curl; the list is at{' '}
          <code>curl http://{window.location.host}/</code>). The site: {siteUrl}
        </Typography>
        <Tabs
          value={tab}
          onChange={(_event, next: number) => setTab(next)}
          aria-label="Console sections"
          variant="scrollable"
        >
          {TABS.map((label, index) => (
            <Tab key={label} label={label} id={`tab-${index}`} aria-controls={`panel-${index}`} />
          ))}
        </Tabs>
        {TABS.map((label, index) => (
          <Box
            key={label}
            role="tabpanel"
            id={`panel-${index}`}
            aria-labelledby={`tab-${index}`}
            hidden={tab !== index}
            sx={{ pt: 3 }}
          >
            {tab === index ? (
              index === 0 ? (
                <OutboxPanel />
              ) : index === 1 ? (
                <DatabasePanel />
              ) : index === 2 ? (
                <ClaimsPanel />
              ) : index === 3 ? (
                <ContentPanel siteUrl={siteUrl} />
              ) : (
                <ReferencePanel />
              )
            ) : null}
          </Box>
        ))}
      </Container>
    </>
  );
}
