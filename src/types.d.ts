// The bundler inlines CSV files as text (esbuild loader "text").
declare module '*.csv' {
  const text: string;
  export default text;
}
