#pragma once

#include <QList>

#include <vector>

namespace sparkwire::metrics {

// A fixed-capacity ring: appending to a full ring drops the oldest item. Memory is
// allocated once, whatever runs for how long.
template <typename T> class RingBuffer
{
public:
    explicit RingBuffer(int capacity)
        : m_items(size_t(qMax(1, capacity)))
    {}
    void append(const T &item)
    {
        m_items[size_t(m_head)] = item;
        m_head = (m_head + 1) % capacity();
        if (m_size < capacity())
            ++m_size;
    }
    int size() const { return m_size; }
    int capacity() const { return int(m_items.size()); }
    bool isEmpty() const { return m_size == 0; }
    // i = 0 is the oldest.
    const T &at(int i) const
    {
        return m_items[size_t((m_head - m_size + i + capacity()) % capacity())];
    }
    const T &last() const { return at(m_size - 1); }
    void clear() { m_head = m_size = 0; }

private:
    std::vector<T> m_items;
    int m_head = 0;
    int m_size = 0;
};

} // namespace sparkwire::metrics
