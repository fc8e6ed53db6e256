import type { EChartsOption } from 'echarts';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, ToolboxComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';

// Only the charts and parts this screen draws: the page's chunk carries them, nothing else does.
echarts.use([
  LineChart,
  BarChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  ToolboxComponent,
  CanvasRenderer,
]);

/**
 * One chart of the data centre (ECharts, canvas): resized with its card, legends toggle series. The page loads this
 * module (and ECharts with it) after its figures are on screen (Chart.tsx).
 */
export default function ChartCanvas({ option, height }: { option: EChartsOption; height: number }) {
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height, width: '100%' }} />;
}
