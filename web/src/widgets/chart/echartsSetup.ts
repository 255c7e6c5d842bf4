import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Only what the chart kind draws (bar; line and area; pie and doughnut), on canvas: the rest of
// ECharts never reaches the bundle (not even its aria component: the widget writes its own
// summary and data table). This module is part of the chart kind's own chunk.
use([BarChart, LineChart, PieChart, GridComponent, TooltipComponent, CanvasRenderer]);

export { init as initChart };
