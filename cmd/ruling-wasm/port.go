// port.go: remote solvers over a MessagePort — the coordinator's Conn (requests numbered, answers matched) and a solver worker's serving loop.

//go:build js && wasm

package main

import (
	"encoding/binary"
	"errors"
	"sync"
	"syscall/js"

	"github.com/ruling-bridge/ruling/dds/remote"
)

// A message on a port is a Uint8Array: the request's number (4 bytes,
// little-endian), then the request or its answer (dds/remote's bytes).
const idBytes = 4

// portConn is a remote.Conn to the solver worker on the other end of a
// MessagePort. Calls from several goroutines wait each for its own answer.
type portConn struct {
	port    js.Value
	onMsg   js.Func
	mu      sync.Mutex
	next    uint32
	pending map[uint32]chan []byte
	closed  bool
}

func newPortConn(port js.Value) *portConn {
	c := &portConn{port: port, pending: map[uint32]chan []byte{}}
	c.onMsg = js.FuncOf(func(this js.Value, args []js.Value) any {
		b := bytesOf(args[0].Get("data"))
		if len(b) < idBytes {
			return nil
		}
		id := binary.LittleEndian.Uint32(b)
		c.mu.Lock()
		ch := c.pending[id]
		delete(c.pending, id)
		c.mu.Unlock()
		if ch != nil {
			ch <- b[idBytes:] // buffered: never blocks the event loop
		}
		return nil
	})
	port.Set("onmessage", c.onMsg)
	return c
}

// Call sends req and waits for its answer.
func (c *portConn) Call(req []byte) ([]byte, error) {
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		return nil, errors.New("the solver worker's port is closed")
	}
	id := c.next
	c.next++
	ch := make(chan []byte, 1)
	c.pending[id] = ch
	c.mu.Unlock()
	msg := make([]byte, idBytes+len(req))
	binary.LittleEndian.PutUint32(msg, id)
	copy(msg[idBytes:], req)
	a := uint8Array(msg)
	c.port.Call("postMessage", a, []any{a.Get("buffer")})
	return <-ch, nil
}

// close stops listening on the port and closes it.
func (c *portConn) close() {
	c.mu.Lock()
	c.closed = true
	c.mu.Unlock()
	c.port.Set("onmessage", js.Null())
	c.port.Call("close")
	c.onMsg.Release()
}

// servePort answers every request that arrives on port with srv, in
// order, until the port is closed.
func servePort(port js.Value, srv *remote.Server) {
	port.Set("onmessage", js.FuncOf(func(this js.Value, args []js.Value) any {
		b := bytesOf(args[0].Get("data"))
		if len(b) < idBytes {
			return nil
		}
		ans := srv.Answer(b[idBytes:])
		msg := make([]byte, idBytes+len(ans))
		copy(msg, b[:idBytes])
		copy(msg[idBytes:], ans)
		a := uint8Array(msg)
		port.Call("postMessage", a, []any{a.Get("buffer")})
		return nil
	}))
}
