import type { ChartPoint } from '@crayonbox/contract';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { monthLong, monthShort } from './series';

const tick = { fontSize: 12, fill: '#55526a' };

/**
 * One monthly line chart (recharts, loaded with the dashboard only): 16:9, drawn in 1500 ms.
 * The same numbers are in a table for screen readers beside it.
 */
export function MonthlyChart({ points, label, color }: { points: ChartPoint[]; label: string; color: string }) {
  return (
    <ResponsiveContainer width="100%" aspect={16 / 9}>
      <LineChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
        <CartesianGrid stroke="#e2e8f0" strokeDasharray="4 4" vertical={false} />
        <XAxis
          dataKey="name"
          tickFormatter={monthShort}
          tick={tick}
          tickLine={false}
          axisLine={{ stroke: '#cbd5e1' }}
          interval="equidistantPreserveStart"
        />
        <YAxis allowDecimals={false} tick={tick} tickLine={false} axisLine={false} width={44} />
        <Tooltip
          labelFormatter={(name) => monthLong(String(name))}
          formatter={(value) => [Number(value).toLocaleString('en-US'), label]}
          contentStyle={{ borderRadius: 12, border: '2px solid #ede9fe', fontWeight: 600 }}
        />
        <Line
          type="monotone"
          dataKey="count"
          name={label}
          stroke={color}
          strokeWidth={3}
          dot={{ r: 3, fill: color }}
          activeDot={{ r: 5 }}
          animationDuration={1500}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}

export default MonthlyChart;
