// Faulting a fresh mapping in on a thread of its own (the grid's job-id index for a first sync):
// every page ends up resident, what the owner wrote meanwhile stays, and cancel stops it.
#include "TestRegistry.h"

#include "grid/PagePrefault.h"
#include "grid/ZeroedPageAllocator.h"

#include <QTest>

#include <sys/mman.h>
#include <unistd.h>

#include <vector>

using namespace hw;

namespace {

// The share of the block's pages that are in memory (mincore).
double residentShare(const char *begin, size_t bytes)
{
    const size_t page = size_t(sysconf(_SC_PAGESIZE));
    std::vector<unsigned char> state((bytes + page - 1) / page);
    if (mincore(const_cast<char *>(begin), bytes, state.data()) != 0)
        return -1;
    size_t in = 0;
    for (const unsigned char s : state)
        in += s & 1;
    return double(in) / double(state.size());
}

} // namespace

class TestPagePrefault : public QObject
{
    Q_OBJECT

private slots:
    void theKernelHere()
    {
        // Debian 12's kernel is 6.1; the flag came with 5.14.
        QVERIFY(PagePrefault::isSupported());
    }

    void everyPageComesInAndTheOwnersWritesStay()
    {
        constexpr size_t bytes = size_t(64) << 20;
        ZeroedPageAllocator<char> alloc;
        char *block = alloc.allocate(bytes);
        QVERIFY(residentShare(block, bytes) < 0.05); // a fresh mapping: nothing faulted in yet
        {
            PagePrefault prefault;
            prefault.start(block, bytes);
            // The owner writes while the pages come in (JobIdIndex: the first inserts).
            for (size_t i = 0; i < bytes; i += 65'537)
                block[i] = char(1 + i % 97);
            QTRY_VERIFY_WITH_TIMEOUT(residentShare(block, bytes) > 0.999, 20'000);
        }
        for (size_t i = 0; i < bytes; i += 65'537)
            QCOMPARE(block[i], char(1 + i % 97));
        for (size_t i = 1; i < bytes; i += 65'537) // the rest still reads as zero
            QCOMPARE(block[i], char(0));
        alloc.deallocate(block, bytes);
    }

    void cancelStopsIt()
    {
        constexpr size_t bytes = size_t(512) << 20;
        ZeroedPageAllocator<char> alloc;
        char *block = alloc.allocate(bytes);
        PagePrefault prefault;
        prefault.start(block, bytes);
        prefault.cancel(); // returns once the thread is gone
        const double afterCancel = residentShare(block, bytes);
        QVERIFY(afterCancel < 0.5); // stopped long before the end of 512 MB
        QTest::qWait(200); // on purpose: a worker still touching pages would show by now
        QCOMPARE(residentShare(block, bytes), afterCancel); // and nothing more came in
        alloc.deallocate(block, bytes);
    }

    void aSecondStartCancelsTheFirst()
    {
        constexpr size_t bytes = size_t(8) << 20;
        ZeroedPageAllocator<char> alloc;
        char *first = alloc.allocate(bytes);
        char *second = alloc.allocate(bytes);
        PagePrefault prefault;
        prefault.start(first, bytes);
        prefault.start(second, bytes);
        alloc.deallocate(first, bytes); // safe: the first run has ended
        QTRY_VERIFY_WITH_TIMEOUT(residentShare(second, bytes) > 0.999, 20'000);
        prefault.cancel();
        alloc.deallocate(second, bytes);
    }
};

HW_TEST_GUILESS_MAIN(TestPagePrefault)
#include "tst_PagePrefault.moc"
