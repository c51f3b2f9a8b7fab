/** The header row of a dashboard table; a last, unlabelled-on-screen column holds each row's actions. */
export function TableHead({ columns, actions = false }: { columns: readonly string[]; actions?: boolean }) {
  return (
    <thead>
      <tr className="border-b border-border text-left text-muted-foreground">
        {columns.map((column) => (
          <th key={column} scope="col" className="py-2 pr-3 font-medium">
            {column}
          </th>
        ))}
        {actions ? (
          <th scope="col" className="py-2 font-medium">
            <span className="sr-only">Actions</span>
          </th>
        ) : null}
      </tr>
    </thead>
  );
}
