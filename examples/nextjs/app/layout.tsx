import type { ReactNode } from 'react'

export const metadata = { title: 'Soft things, in Next.js' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <link rel="icon" href="data:," />
      </head>
      <body style={{ maxWidth: '44rem', margin: '2rem auto', padding: '0 1rem', fontFamily: 'Georgia, serif' }}>
        {children}
      </body>
    </html>
  )
}
