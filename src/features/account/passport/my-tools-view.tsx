/** My tools: a passport per device the customer owns (our own page beside the spec's). */
import { ToolCoverage } from '../coverage-matrix/components/tool-coverage';
import { MyTools } from './components/my-tools';
import type { AccountPageViewProps } from '../types';

export default function MyToolsView({ menu }: AccountPageViewProps) {
  return (
    <MyTools
      menu={menu}
      variant="page"
      coverageOf={(passport, models) => <ToolCoverage tool={passport.modelName} models={models} />}
    />
  );
}
